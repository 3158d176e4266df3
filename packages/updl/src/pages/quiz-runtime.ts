/**
 * The quiz runtime every published page runs (plain ES2017, no libraries): the HTML overlay with
 * progress, points, texts, answer buttons, the lead form and the results with restart, and the POST
 * of the lead. The page's language is settled first (`ufUsePageLanguage`: the publication's, or with
 * `auto` the first of the browser's languages the page speaks, else en). The technology's view draws
 * the 3D content and calls `answer(id)` when an answer's object is clicked. Page data arrives as `PAGE` (see page-data.ts); no text is ever put into HTML:
 * everything is set with `textContent` or `value`.
 *
 * Kept as source text (not a function's `toString()`) so bundlers cannot rename or wrap it.
 */
export const QUIZ_RUNTIME_JS = String.raw`
function ufPageLanguage(setting, preferred) {
  if (setting === 'en' || setting === 'ru') return setting;
  for (var i = 0; i < preferred.length; i++) {
    var primary = String(preferred[i]).toLowerCase().split('-')[0];
    if (primary === 'en' || primary === 'ru') return primary;
  }
  return 'en';
}
function ufUsePageLanguage(PAGE, preferred) {
  PAGE.language = ufPageLanguage(PAGE.language, preferred || []);
  PAGE.texts = PAGE.texts[PAGE.language];
  document.documentElement.lang = PAGE.language;
}
function ufFormat(text, values) {
  return text.replace(/\{(\w+)\}/g, function (_, key) { return key in values ? String(values[key]) : ''; });
}
function ufEl(tag, attrs, text) {
  var el = document.createElement(tag);
  for (var key in attrs) el.setAttribute(key, attrs[key]);
  if (text !== undefined) el.textContent = text;
  return el;
}
function ufCameraNotice(PAGE) {
  // AR.js reports a camera it cannot open with this event and, a second later, draws its raw "Webcam
  // Error" box unless an element with the id error-popup exists: this notice is that element.
  window.addEventListener('camera-error', function () {
    if (document.getElementById('error-popup')) return;
    var t = PAGE.texts;
    var box = ufEl('div', { id: 'error-popup', 'class': 'uf-camera-notice', role: 'alert', 'data-testid': 'uf-camera-notice' });
    box.appendChild(ufEl('h2', {}, t.cameraTitle));
    box.appendChild(ufEl('p', {}, t.cameraHelp));
    if (PAGE.markerUrl) {
      box.appendChild(ufEl('p', {}, t.printMarkerHint));
      // Shown too: a sandboxed published page may not download, and the picture can be shown to a camera.
      box.appendChild(ufEl('img', { src: PAGE.markerUrl, alt: t.printMarker, 'class': 'uf-marker', 'data-testid': 'uf-marker' }));
      box.appendChild(ufEl('a', { href: PAGE.markerUrl, download: 'marker.svg', 'data-testid': 'uf-marker-link' }, t.printMarker));
    }
    document.body.appendChild(box);
  });
}
function startQuiz(PAGE, createView) {
  var t = PAGE.texts;
  var hud = document.getElementById('uf-hud');
  var panel = document.getElementById('uf-panel');
  var questionScenes = PAGE.scenes.filter(function (s) { return !!s.question; });
  var askLead = PAGE.lead.name || PAGE.lead.email || PAGE.lead.phone;
  var state = { index: -2, points: 0, lead: null, answered: [], posted: null };
  var view = createView({ answer: answer });
  window.unikQuiz = { answer: answer, state: function () { return JSON.parse(JSON.stringify(state)); }, view: view };

  function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); }
  function renderHud() {
    clear(hud);
    var scene = PAGE.scenes[state.index];
    if (scene && scene.question && PAGE.kind === 'quiz') {
      var n = questionScenes.indexOf(scene) + 1;
      hud.appendChild(ufEl('span', { 'data-testid': 'uf-progress' }, ufFormat(t.questionOf, { n: n, m: questionScenes.length })));
    }
    if (PAGE.showPoints && PAGE.kind === 'quiz' && state.index >= 0)
      hud.appendChild(ufEl('span', { 'data-testid': 'uf-points' }, ufFormat(t.points, { p: state.points })));
    hud.hidden = !hud.firstChild;
  }
  function button(label, testId, onClick) {
    var b = ufEl('button', { type: 'button', 'data-testid': testId }, label);
    b.addEventListener('click', onClick);
    return b;
  }
  function show(index) {
    state.index = index;
    view.show(index);
    renderHud();
    clear(panel);
    var scene = index === -1 ? PAGE.results : PAGE.scenes[index];
    if (index === -1) {
      panel.appendChild(ufEl('h2', {}, t.results));
      if (PAGE.kind === 'quiz') panel.appendChild(ufEl('p', { 'data-testid': 'uf-result-points' }, ufFormat(t.yourPoints, { p: state.points })));
    }
    if (scene) scene.texts.forEach(function (text) { panel.appendChild(ufEl('p', { 'class': 'uf-text' }, text)); });
    if (index === -1) {
      var status = ufEl('p', { 'data-testid': 'uf-lead-status' });
      panel.appendChild(status);
      postLead(status);
      panel.appendChild(button(t.restart, 'uf-restart', restart));
    } else if (scene && scene.question) {
      panel.appendChild(ufEl('p', { 'class': 'uf-question', 'data-testid': 'uf-question' }, scene.question.text));
      panel.appendChild(ufEl('p', { 'class': 'uf-hint' }, t.chooseAnswer));
      var list = ufEl('div', { 'class': 'uf-answers' });
      scene.question.answers.forEach(function (a) {
        var b = button(a.text, 'uf-answer', function () { answer(a.id); });
        b.setAttribute('data-answer', a.id);
        list.appendChild(b);
      });
      panel.appendChild(list);
    } else if (PAGE.kind === 'quiz') {
      panel.appendChild(button(t.next, 'uf-next', next));
    }
    if (PAGE.ar) panel.appendChild(ufEl('p', { 'class': 'uf-hint' }, t.pointAtMarker));
    panel.hidden = !panel.firstChild;
  }
  function next() {
    if (state.index + 1 < PAGE.scenes.length) show(state.index + 1);
    else show(-1);
  }
  function answer(id) {
    var scene = PAGE.scenes[state.index];
    if (!scene || !scene.question) return;
    var chosen = scene.question.answers.filter(function (a) { return a.id === id; })[0];
    if (!chosen) return;
    state.points += chosen.points;
    state.answered.push(id);
    next();
  }
  function postLead(status) {
    if (!PAGE.leadsUrl || !state.lead || state.posted) return;
    state.posted = 'pending';
    var body = { name: state.lead.name, email: state.lead.email, phone: state.lead.phone, points: state.points };
    fetch(PAGE.leadsUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) {
        state.posted = res.ok ? 'sent' : 'failed';
        status.textContent = res.ok ? t.leadSent : t.leadFailed;
      })
      .catch(function () {
        state.posted = 'failed';
        status.textContent = t.leadFailed;
      });
  }
  function restart() {
    state.points = 0;
    state.answered = [];
    state.posted = null;
    show(0);
  }
  function leadForm() {
    state.index = -2;
    view.show(-2);
    renderHud();
    clear(panel);
    var form = ufEl('form', { 'data-testid': 'uf-lead-form' });
    form.appendChild(ufEl('h2', {}, t.leadTitle));
    var fields = [['name', 'text', 'name'], ['email', 'email', 'email'], ['phone', 'tel', 'tel']];
    fields.forEach(function (f) {
      if (!PAGE.lead[f[0]]) return;
      var label = ufEl('label', {}, t[f[0]]);
      label.appendChild(ufEl('input', { name: f[0], type: f[1], autocomplete: f[2], required: 'required', maxlength: '200' }));
      form.appendChild(label);
    });
    var submit = ufEl('button', { type: 'submit', 'data-testid': 'uf-start' }, t.start);
    form.appendChild(submit);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var value = function (name) { var input = form.elements.namedItem(name); return input ? input.value.trim() : ''; };
      state.lead = { name: value('name'), email: value('email'), phone: value('phone') };
      show(0);
    });
    panel.appendChild(form);
    panel.hidden = false;
  }
  if (PAGE.kind === 'quiz' && askLead) leadForm();
  else show(0);
}
`

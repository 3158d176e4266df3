/**
 * The camera of an AR page that runs in a sandboxed frame. Served scene pages have an opaque origin
 * (sandboxed without same-origin, so their libraries cannot read the app's storage), and browsers give
 * no camera to an opaque origin. The frame page around the scene (our code only, on the app's origin)
 * opens the camera and posts its frames in; the scene draws them on a canvas whose stream stands in for
 * `getUserMedia`'s. One frame at a time: the scene asks for the next once it has drawn the last.
 *
 * Messages (both ways through `postMessage`, checked by their source window):
 * scene → frame page `{ uf: 'camera-open', video }`, `{ uf: 'camera-next' }`;
 * frame page → scene `{ uf: 'camera-frame', frame: ImageBitmap }`, `{ uf: 'camera-error', name, message }`.
 * Kept as source text (not a function's `toString()`) so bundlers cannot rename or wrap it.
 */

/**
 * The scene's side (AR.js pages): replaces `getUserMedia` only in a framed document of opaque origin,
 * where the browser's own would refuse; a page opened by itself (an exported file) keeps the browser's.
 */
export const SCENE_CAMERA_JS = String.raw`
function ufRelayCamera() {
  var md = navigator.mediaDevices;
  if (self.origin !== 'null' || window.parent === window || !md) return;
  var waiting = [], canvas = null, stream = null;
  window.addEventListener('message', function (event) {
    var d = event.data;
    if (event.source !== window.parent || !d || typeof d !== 'object') return;
    if (d.uf === 'camera-frame' && d.frame) {
      if (!canvas) {
        canvas = document.createElement('canvas');
        canvas.width = d.frame.width;
        canvas.height = d.frame.height;
        stream = canvas.captureStream();
      }
      canvas.getContext('2d').drawImage(d.frame, 0, 0, canvas.width, canvas.height);
      d.frame.close();
      waiting.splice(0).forEach(function (w) { w.resolve(stream); });
      window.parent.postMessage({ uf: 'camera-next' }, '*');
    } else if (d.uf === 'camera-error') {
      waiting.splice(0).forEach(function (w) { w.reject(new DOMException(String(d.message), String(d.name))); });
    }
  });
  md.getUserMedia = function (constraints) {
    if (stream) return Promise.resolve(stream);
    return new Promise(function (resolve, reject) {
      waiting.push({ resolve: resolve, reject: reject });
      var video = constraints && typeof constraints.video === 'object' ? constraints.video : {};
      window.parent.postMessage({ uf: 'camera-open', video: JSON.parse(JSON.stringify(video)) }, '*');
    });
  };
  var enumerate = md.enumerateDevices ? md.enumerateDevices.bind(md) : null;
  md.enumerateDevices = function () {
    return enumerate ? enumerate().catch(function () { return []; }) : Promise.resolve([]);
  };
}
ufRelayCamera();
`

/**
 * The frame page's side: answers its own scene frame only; opens the camera once (video only, with
 * the scene's size and facing wishes), then sends one frame per request, each as the video has it.
 */
export const FRAME_CAMERA_RELAY_JS = String.raw`
(function () {
  var frame = document.getElementById('uf-scene-frame');
  var video = null, opened = false;
  function send(message, transfer) { frame.contentWindow.postMessage(message, '*', transfer || []); }
  function nextFrame() {
    var grab = function () {
      createImageBitmap(video).then(function (bitmap) { send({ uf: 'camera-frame', frame: bitmap }, [bitmap]); },
        function () { setTimeout(nextFrame, 50); });
    };
    if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(grab); else setTimeout(grab, 33);
  }
  function wishes(asked) {
    var video = { facingMode: 'environment' };
    if (!asked || typeof asked !== 'object') return video;
    ['facingMode', 'width', 'height', 'aspectRatio', 'frameRate'].forEach(function (key) {
      if (key in asked) video[key] = asked[key];
    });
    return video;
  }
  function open(asked) {
    navigator.mediaDevices.getUserMedia({ audio: false, video: wishes(asked) }).then(function (stream) {
      video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      return video.play();
    }).then(nextFrame, function (error) {
      video = null;
      opened = false;
      send({ uf: 'camera-error', name: error.name || 'NotAllowedError', message: error.message || '' });
    });
  }
  window.addEventListener('message', function (event) {
    var d = event.data;
    if (event.source !== frame.contentWindow || !d || typeof d !== 'object') return;
    if (d.uf === 'camera-open' && !opened) {
      opened = true;
      open(d.video);
    } else if (d.uf === 'camera-next' && video) nextFrame();
  });
})();
`

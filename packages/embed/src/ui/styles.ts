// The widget's stylesheet, inside its shadow root. Theme colours and sizes arrive as custom
// properties set on .uf-root (setProperty never lets a value escape into the stylesheet).
export const STYLES = `
:host{all:initial;display:block}
:host([data-mode=bubble]){position:fixed;z-index:2147483000;inset:auto 0 0 auto;width:0;height:0}
*,*::before,*::after{box-sizing:border-box}
.uf-root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:var(--uf-font);line-height:1.5;color:var(--uf-bot-fg);-webkit-font-smoothing:antialiased}
button{font:inherit;cursor:pointer}
button:focus-visible,a:focus-visible,textarea:focus-visible,input:focus-visible,summary:focus-visible{outline:2px solid var(--uf-accent);outline-offset:2px}
.uf-bubble{position:fixed;right:var(--uf-right);bottom:var(--uf-bottom);width:var(--uf-size);height:var(--uf-size);border-radius:50%;border:0;background:var(--uf-bubble-bg);color:var(--uf-bubble-fg);display:grid;place-items:center;box-shadow:0 6px 20px rgba(15,23,42,.25);transition:transform .15s ease;touch-action:none;padding:0}
.uf-bubble:hover{transform:scale(1.06)}
.uf-bubble svg{width:55%;height:55%}
.uf-bubble img{width:60%;height:60%;object-fit:contain;border-radius:50%}
.uf-tooltip{position:fixed;right:calc(var(--uf-right) + var(--uf-size) + 10px);bottom:calc(var(--uf-bottom) + var(--uf-size)/2 - 18px);background:var(--uf-tip-bg);color:var(--uf-tip-fg);font-size:var(--uf-tip-font);padding:7px 12px;border-radius:10px;box-shadow:0 4px 14px rgba(15,23,42,.2);white-space:nowrap;max-width:260px;overflow:hidden;text-overflow:ellipsis}
.uf-window{display:flex;flex-direction:column;background-color:var(--uf-bg);background-image:var(--uf-bg-image);background-size:cover;background-position:center;overflow:hidden;position:relative}
.uf-root.bubble .uf-window{position:fixed;right:var(--uf-right);bottom:calc(var(--uf-bottom) + var(--uf-size) + 14px);width:min(var(--uf-width),calc(100vw - 24px));height:min(var(--uf-height),calc(100vh - var(--uf-bottom) - var(--uf-size) - 30px));border-radius:16px;box-shadow:0 12px 40px rgba(15,23,42,.22),0 0 0 1px rgba(15,23,42,.06);transform-origin:bottom right;animation:uf-pop .16s ease-out}
.uf-root.bubble .uf-window[hidden]{display:none}
.uf-root.full .uf-window{width:100%;height:100%}
.uf-root.full{height:100%}
.uf-root.full .uf-messages{padding-left:max(14px,calc((100% - 860px)/2));padding-right:max(14px,calc((100% - 860px)/2))}
.uf-root.full .uf-composer{width:calc(100% - 24px);max-width:860px;margin-left:auto;margin-right:auto}
@keyframes uf-pop{from{opacity:0;transform:scale(.96) translateY(8px)}to{opacity:1;transform:none}}
@media (max-width:640px){.uf-root.bubble .uf-window{inset:0;width:100vw;height:100vh;border-radius:0;right:0;bottom:0}}
.uf-header{display:flex;align-items:center;gap:10px;padding:12px 14px;background:var(--uf-title-bg);color:var(--uf-title-fg);border-bottom:1px solid rgba(15,23,42,.08);flex:none}
.uf-header h2{margin:0;font-size:1.02em;font-weight:600;flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.uf-header img{width:32px;height:32px;border-radius:50%;object-fit:cover}
.uf-icon-btn{border:0;background:transparent;color:inherit;width:34px;height:34px;border-radius:8px;display:grid;place-items:center;padding:0;opacity:.75}
.uf-icon-btn:hover{opacity:1;background:rgba(15,23,42,.07)}
.uf-icon-btn:disabled{opacity:.35;cursor:default}
.uf-messages{flex:1;overflow-y:auto;padding:16px 14px 8px;display:flex;flex-direction:column;gap:12px;scroll-behavior:smooth}
.uf-row{display:flex;gap:8px;align-items:flex-start;max-width:100%}
.uf-row.user{flex-direction:row-reverse}
.uf-avatar{width:28px;height:28px;margin-top:4px;border-radius:50%;flex:none;object-fit:cover;color:var(--uf-accent);display:grid;place-items:center}
.uf-avatar svg{width:26px;height:26px}
.uf-col{display:flex;flex-direction:column;gap:6px;min-width:0;max-width:85%}
.uf-row.user .uf-col{align-items:flex-end}
.uf-msg{padding:9px 13px;border-radius:16px;overflow-wrap:anywhere;min-width:0;max-width:100%}
.uf-row.bot .uf-msg{background:var(--uf-bot-bg);color:var(--uf-bot-fg);border-bottom-left-radius:5px}
.uf-row.user .uf-msg{background:var(--uf-user-bg);color:var(--uf-user-fg);border-bottom-right-radius:5px;white-space:pre-wrap}
.uf-msg.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
.uf-msg>:first-child{margin-top:0}.uf-msg>:last-child{margin-bottom:0}
.uf-msg p{margin:0 0 .6em}
.uf-msg h1,.uf-msg h2,.uf-msg h3,.uf-msg h4,.uf-msg h5,.uf-msg h6{margin:.7em 0 .4em;font-size:1.05em;line-height:1.3}
.uf-msg h1{font-size:1.2em}.uf-msg h2{font-size:1.12em}
.uf-msg ul,.uf-msg ol{margin:.3em 0 .6em;padding-left:1.4em}
.uf-msg li{margin:.15em 0}
.uf-msg a{color:var(--uf-accent);text-decoration:underline}
.uf-row.user .uf-msg a{color:inherit}
.uf-msg img{max-width:100%;border-radius:8px}
.uf-msg blockquote{margin:.4em 0;padding-left:.8em;border-left:3px solid rgba(15,23,42,.2);opacity:.9}
.uf-msg code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em;background:rgba(15,23,42,.08);padding:.1em .35em;border-radius:5px}
.uf-code{position:relative;margin:.5em 0}
.uf-msg pre{margin:0;background:#0f172a;color:#e2e8f0;padding:12px;border-radius:10px;overflow-x:auto;font-size:.86em;line-height:1.45}
.uf-msg pre code{background:none;padding:0;color:inherit;font-size:1em}
.uf-copy{position:absolute;top:6px;right:6px;border:0;border-radius:6px;background:rgba(255,255,255,.12);color:#e2e8f0;font-size:12px;padding:3px 8px}
.uf-msg .table{overflow-x:auto;margin:.5em 0}
.uf-msg table{border-collapse:collapse;font-size:.92em}
.uf-msg th,.uf-msg td{border:1px solid rgba(15,23,42,.15);padding:4px 8px;text-align:left}
.uf-msg hr{border:0;border-top:1px solid rgba(15,23,42,.15);margin:.8em 0}
.uf-typing{display:inline-flex;gap:4px;padding:4px 0}
.uf-typing i{width:7px;height:7px;border-radius:50%;background:currentColor;opacity:.35;animation:uf-blink 1.2s infinite}
.uf-typing i:nth-child(2){animation-delay:.2s}.uf-typing i:nth-child(3){animation-delay:.4s}
@keyframes uf-blink{30%{opacity:.9}}
.uf-chips{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.uf-uploads{justify-content:flex-end}
.uf-upload{display:block;max-width:160px;max-height:120px;border-radius:8px;object-fit:cover;border:1px solid rgba(15,23,42,.12)}
.uf-artifact{display:block;max-width:100%;max-height:320px;border-radius:8px;object-fit:contain;border:1px solid rgba(15,23,42,.12)}
.uf-chips-title{font-size:.8em;font-weight:600;opacity:.7;width:100%}
.uf-chip{display:inline-flex;align-items:center;max-width:240px;border:1px solid rgba(15,23,42,.15);background:var(--uf-bg);color:var(--uf-bot-fg);border-radius:999px;padding:3px 11px;font-size:.82em;text-decoration:none;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
a.uf-chip,button.uf-chip{cursor:pointer}
.uf-chip:hover{border-color:var(--uf-accent);color:var(--uf-accent)}
details.uf-detail{font-size:.82em;border:1px solid rgba(15,23,42,.12);border-radius:10px;padding:4px 10px;background:var(--uf-bg);max-width:100%}
details.uf-detail summary{cursor:pointer;font-weight:600}
details.uf-detail summary svg{width:14px;height:14px;vertical-align:-2px;margin-right:4px;opacity:.7}
details.uf-detail pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:6px 0 2px;font-size:.95em;max-height:200px;overflow:auto}
.uf-starters,.uf-followups{display:flex;flex-wrap:wrap;gap:8px;padding:2px 0 0 36px}
.uf-starter{border:1px solid var(--uf-accent);color:var(--uf-accent);background:transparent;border-radius:999px;padding:6px 13px;font-size:var(--uf-starter-font);text-align:left}
.uf-starter:hover{background:var(--uf-accent);color:#fff}
.uf-meta{font-size:.72em;opacity:.6}
.uf-actions{display:flex;gap:2px}
.uf-actions .uf-icon-btn{width:28px;height:28px}
.uf-actions .uf-icon-btn svg{width:16px;height:16px}
.uf-actions .uf-icon-btn[aria-pressed=true]{color:var(--uf-feedback);opacity:1}
.uf-form{display:flex;flex-direction:column;gap:8px;background:var(--uf-bot-bg);border-radius:14px;padding:12px;max-width:100%}
.uf-form h3{margin:0;font-size:.95em}
.uf-form label{display:flex;flex-direction:column;gap:3px;font-size:.85em;font-weight:500}
.uf-form input,.uf-form textarea{font:inherit;font-size:.95em;border:1px solid rgba(15,23,42,.2);border-radius:8px;padding:7px 9px;background:#fff;color:#111827;resize:vertical}
.uf-form .uf-err{color:#b91c1c;font-size:.8em;font-weight:400}
.uf-btn{border:0;border-radius:8px;padding:8px 14px;background:var(--uf-accent);color:#fff;font-weight:600}
.uf-btn.secondary{background:transparent;color:inherit;border:1px solid rgba(15,23,42,.2)}
.uf-btn:disabled{opacity:.6;cursor:default}
.uf-form-actions{display:flex;gap:8px;justify-content:flex-end}
.uf-alert{font-size:.82em;color:#b91c1c}
.uf-files{display:flex;flex-wrap:wrap;gap:6px;padding:0 14px 6px}
.uf-files .uf-chip button{border:0;background:none;padding:0 0 0 6px;color:inherit}
.uf-composer{display:flex;align-items:flex-end;gap:6px;margin:0 12px 10px;padding:6px 6px 6px 12px;border:1px solid rgba(15,23,42,.15);border-radius:18px;background:var(--uf-input-bg);flex:none}
.uf-composer:focus-within{border-color:var(--uf-send)}
.uf-composer textarea{flex:1;border:0;outline:0;resize:none;background:transparent;color:var(--uf-input-fg);font:inherit;padding:6px 0;max-height:140px;min-height:24px;line-height:1.4}
.uf-composer textarea::placeholder{color:var(--uf-input-fg);opacity:.5}
.uf-composer textarea:focus-visible{outline:0}
.uf-composer .uf-icon-btn{color:var(--uf-input-fg)}
.uf-send{width:34px;height:34px;border-radius:50%;border:0;background:var(--uf-send);color:#fff;display:grid;place-items:center;padding:0;flex:none}
.uf-send:disabled{opacity:.4;cursor:default}
.uf-send svg{width:18px;height:18px}
.uf-recording{display:flex;align-items:center;gap:10px;flex:1;padding:6px 0;color:var(--uf-input-fg)}
.uf-recording .dot{width:10px;height:10px;border-radius:50%;background:#dc2626;animation:uf-blink 1s infinite}
.uf-warning{margin:0 14px 6px;font-size:.8em;color:#b91c1c}
.uf-footer{text-align:center;font-size:.72em;color:var(--uf-footer);padding:0 0 8px;flex:none}
.uf-footer a{color:inherit;font-weight:600}
.uf-invalid{flex:1;display:grid;place-items:center;padding:24px;text-align:center;color:#991b1b}
.uf-overlay{position:absolute;inset:0;display:grid;place-items:center;background:var(--uf-disc-blur);backdrop-filter:blur(3px);padding:20px;z-index:2}
.uf-overlay .uf-form{background:var(--uf-disc-bg);color:var(--uf-disc-fg);box-shadow:0 8px 30px rgba(15,23,42,.25);max-width:340px}
.uf-overlay .uf-btn{background:var(--uf-disc-btn);color:var(--uf-disc-btn-fg)}
.uf-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`

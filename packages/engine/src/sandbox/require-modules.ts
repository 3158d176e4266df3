import {
  createHash,
  createHmac,
  getHashes,
  randomBytes,
  randomUUID,
  type BinaryToTextEncoding,
} from 'node:crypto'
import type { QuickJSContext } from 'quickjs-emscripten'

/**
 * The modules user code may `require` (Flowise lets custom functions require `axios`, `node-fetch` and
 * some Node built-ins): written here in JavaScript that runs inside QuickJS, over the bridged `fetch` (so
 * every request passes the outbound guard) and a host function for hashing. Nothing of Node itself
 * crosses: `crypto` hands strings to the host and gets strings back.
 */
export const AVAILABLE_MODULES = ['axios', 'node-fetch', 'crypto', 'path', 'querystring', 'assert'] as const

const CRYPTO_OPS = new Set(['hash', 'hmac', 'uuid', 'random'])
const ENCODINGS: readonly BinaryToTextEncoding[] = ['hex', 'base64', 'base64url']
const encodingOf = (value: unknown): BinaryToTextEncoding => ENCODINGS.find((e) => e === value) ?? 'hex'
/** Bytes `randomBytes` gives at most in one call. */
const MAX_RANDOM_BYTES = 65_536

function cryptoOp(request: unknown): string {
  if (!request || typeof request !== 'object') throw new Error('crypto: bad request')
  const field = (name: string): unknown => Reflect.get(request, name)
  const op = field('op')
  if (typeof op !== 'string' || !CRYPTO_OPS.has(op)) throw new Error('crypto: unknown operation')
  if (op === 'uuid') return randomUUID()
  const enc = encodingOf(field('encoding'))
  const size = field('size')
  if (op === 'random') {
    const n = typeof size === 'number' && size > 0 ? Math.min(Math.floor(size), MAX_RANDOM_BYTES) : 16
    return randomBytes(n).toString(enc)
  }
  const algorithm = String(field('algorithm'))
  const alg = algorithm.toLowerCase()
  if (!getHashes().includes(alg)) throw new Error(`crypto: digest "${algorithm}" is not supported`)
  const text = String(field('data') ?? '')
  if (op === 'hmac')
    return createHmac(alg, String(field('key') ?? ''))
      .update(text)
      .digest(enc)
  return createHash(alg).update(text).digest(enc)
}

/** `__hostCrypto(json)`: hashing, HMAC and random values for the `crypto` module (strings in, a string out). */
export function bridgeCrypto(vm: QuickJSContext): void {
  const fn = vm.newFunction('__hostCrypto', (requestHandle) => {
    try {
      return vm.newString(cryptoOp(JSON.parse(vm.getString(requestHandle))))
    } catch (e) {
      return { error: vm.newError(e instanceof Error ? e.message : String(e)) }
    }
  })
  vm.setProp(vm.global, '__hostCrypto', fn)
  fn.dispose()
}

/** `require` and its modules, as JavaScript evaluated before the user's code (after `fetch` is defined). */
export const REQUIRE_SOURCE = `const require = (() => {
  const available = ${JSON.stringify(AVAILABLE_MODULES)};
  const hostCrypto = (request) => __hostCrypto(JSON.stringify(request));
  const digester = (make) => {
    let data = '';
    const self = {
      update(chunk) { data += String(chunk); return self; },
      digest(encoding) { return make(data, encoding || 'hex'); },
    };
    return self;
  };
  const crypto = {
    createHash: (algorithm) => digester((data, encoding) => hostCrypto({ op: 'hash', algorithm, data, encoding })),
    createHmac: (algorithm, key) =>
      digester((data, encoding) => hostCrypto({ op: 'hmac', algorithm, key: String(key), data, encoding })),
    randomUUID: () => hostCrypto({ op: 'uuid' }),
    randomBytes: (size) => {
      const hex = hostCrypto({ op: 'random', size, encoding: 'hex' });
      return { toString: (encoding) => (encoding === 'base64' ? hostCrypto({ op: 'random', size, encoding }) : hex) };
    },
  };
  const request = async (config) => {
    const method = String(config.method || 'GET').toUpperCase();
    let url = String(config.url);
    if (config.params) {
      const query = Object.entries(config.params)
        .map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(String(v))).join('&');
      if (query) url += (url.includes('?') ? '&' : '?') + query;
    }
    const headers = { ...(config.headers || {}) };
    let body;
    if (config.data !== undefined) {
      body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
      if (typeof config.data !== 'string' && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
        headers['content-type'] = 'application/json';
    }
    const res = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    let data = text;
    try { data = JSON.parse(text); } catch {}
    const answer = { data, status: res.status, statusText: res.statusText, headers: res.headers };
    if (!res.ok) {
      const error = new Error('Request failed with status code ' + res.status);
      error.response = answer;
      throw error;
    }
    return answer;
  };
  const axios = Object.assign((config) => request(config), {
    request,
    get: (url, config = {}) => request({ ...config, url, method: 'GET' }),
    delete: (url, config = {}) => request({ ...config, url, method: 'DELETE' }),
    post: (url, data, config = {}) => request({ ...config, url, data, method: 'POST' }),
    put: (url, data, config = {}) => request({ ...config, url, data, method: 'PUT' }),
    patch: (url, data, config = {}) => request({ ...config, url, data, method: 'PATCH' }),
  });
  axios.default = axios;
  const parts = (p) => String(p).split('/').filter((s) => s && s !== '.');
  const path = {
    sep: '/',
    basename: (p, ext) => { const b = String(p).split('/').filter(Boolean).pop() || ''; return ext && b.endsWith(ext) ? b.slice(0, -ext.length) : b; },
    extname: (p) => { const b = path.basename(p); const i = b.lastIndexOf('.'); return i > 0 ? b.slice(i) : ''; },
    dirname: (p) => { const s = String(p); const i = s.lastIndexOf('/'); return i > 0 ? s.slice(0, i) : i === 0 ? '/' : '.'; },
    join: (...ps) => {
      const out = [];
      for (const seg of ps.flatMap(parts)) seg === '..' ? out.pop() : out.push(seg);
      return (String(ps[0] || '').startsWith('/') ? '/' : '') + out.join('/');
    },
  };
  const querystring = {
    stringify: (obj) => Object.entries(obj || {})
      .map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(String(v))).join('&'),
    parse: (text) => Object.fromEntries(String(text).replace(/^\\?/, '').split('&').filter(Boolean).map((pair) => {
      const [k, ...v] = pair.split('=');
      return [decodeURIComponent(k.replace(/\\+/g, ' ')), decodeURIComponent(v.join('=').replace(/\\+/g, ' '))];
    })),
  };
  const fail = (message) => { const e = new Error(message); e.name = 'AssertionError'; throw e; };
  const assert = Object.assign((value, message) => value || fail(message || 'Assertion failed'), {
    ok: (value, message) => value || fail(message || 'Assertion failed'),
    equal: (a, b, message) => a == b || fail(message || a + ' == ' + b),
    strictEqual: (a, b, message) => a === b || fail(message || a + ' === ' + b),
    deepStrictEqual: (a, b, message) => JSON.stringify(a) === JSON.stringify(b) || fail(message || 'Values are not deeply equal'),
  });
  const modules = { axios, 'node-fetch': fetch, crypto, path, querystring, assert };
  return (name) => {
    const key = String(name).replace(/^node:/, '');
    if (Object.prototype.hasOwnProperty.call(modules, key)) return modules[key];
    throw new Error('Module "' + name + '" is not available in custom code here. Available: ' + available.join(', ') +
      '. Other packages (SDKs, parsers) do not run in the sandbox: call their HTTP APIs with fetch or axios.');
  };
})();`

import type { TSceneIR } from '../scene-types'
import { jsonForScript } from './html-escape'
import { LIB, LIBRARY_FILES, libraryUrl } from './library-files'
import type { TPageOptions } from './page-options'
import { pageShell } from './page-shell'
import { VIEW_COMMON_JS } from './view-common'

/**
 * three.js view: one THREE.Scene per IR scene (background, fog, lights, camera each its own), drawn
 * into `#uf-view`; answers are picked with a Raycaster on click. Rotations are degrees in Y-X-Z order,
 * as A-Frame reads them, so every technology turns an object the same way.
 */
const THREE_VIEW_JS = String.raw`
function createView(PAGE) {
  return function (hooks) {
    var canvas = document.getElementById('uf-view');
    var renderer = new THREE.WebGLRenderer({ canvas: canvas, antialias: true });
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    renderer.shadowMap.enabled = true;
    var shadows = ufAllScenes(PAGE).some(function (s) { return s.lights.some(function (l) { return l.castShadow; }); });
    var gltfLoader = null;
    function loadModel(url, parent) {
      if (!gltfLoader) gltfLoader = import(PAGE.libs.gltfLoader).then(function (m) { return new m.GLTFLoader(); });
      gltfLoader.then(function (loader) {
        loader.load(url, function (gltf) {
          gltf.scene.traverse(function (o) { if (o.isMesh) { o.castShadow = shadows; o.receiveShadow = shadows; } });
          parent.add(gltf.scene);
        }, undefined, function (error) { console.warn('model', url, error); });
      });
    }
    function geometry(o) {
      switch (o.shape) {
        case 'box': return new THREE.BoxGeometry(o.width, o.height, o.depth);
        case 'sphere': return new THREE.SphereGeometry(o.radius, 32, 16);
        case 'cylinder': return new THREE.CylinderGeometry(o.radius, o.radius, o.height, 32);
        case 'plane': return new THREE.PlaneGeometry(o.width, o.height);
        case 'torus': return new THREE.TorusGeometry(o.radius, o.radius * 0.2, 16, 48);
        default: return new THREE.ConeGeometry(o.radius, o.height, 32);
      }
    }
    function place(target, p, r, s) {
      target.position.set(p.x, p.y, p.z);
      target.rotation.set(THREE.MathUtils.degToRad(r.x), THREE.MathUtils.degToRad(r.y), THREE.MathUtils.degToRad(r.z), 'YXZ');
      if (s) target.scale.set(s.x, s.y, s.z);
    }
    function objectNode(o, answerId) {
      var node;
      if (o.modelUrl) {
        node = new THREE.Group();
        loadModel(o.modelUrl, node);
      } else {
        var material = new THREE.MeshStandardMaterial({ color: o.color, side: o.shape === 'plane' ? THREE.DoubleSide : THREE.FrontSide });
        node = new THREE.Mesh(geometry(o), material);
        node.castShadow = shadows;
        node.receiveShadow = shadows;
      }
      node.name = o.id;
      node.userData = { objectId: o.id, answerId: answerId || null };
      place(node, o.position, o.rotation, o.scale);
      return node;
    }
    function light(l) {
      var c = new THREE.Color(l.color);
      var node;
      switch (l.type) {
        case 'ambient': return new THREE.AmbientLight(c, l.intensity);
        case 'hemisphere': node = new THREE.HemisphereLight(c, new THREE.Color(l.groundColor), l.intensity); break;
        case 'point': node = new THREE.PointLight(c, l.intensity, 0, 0); break;
        case 'spot': node = new THREE.SpotLight(c, l.intensity, 0, Math.PI / 5, 0.3, 0); break;
        default: node = new THREE.DirectionalLight(c, l.intensity);
      }
      node.position.set(l.position.x, l.position.y, l.position.z);
      if (l.castShadow && node.shadow) { node.castShadow = true; node.shadow.mapSize.set(1024, 1024); }
      return node;
    }
    function camera(c) {
      var aspect = canvas.clientWidth / Math.max(1, canvas.clientHeight);
      var cam = c.type === 'orthographic'
        ? new THREE.OrthographicCamera(-5 * aspect, 5 * aspect, 5, -5, c.near, c.far)
        : new THREE.PerspectiveCamera(c.fov, aspect, c.near, c.far);
      cam.zoom = c.zoom;
      place(cam, c.position, c.rotation);
      cam.updateProjectionMatrix();
      // A camera's inverse matrix is otherwise set only when it renders: picking may come first.
      cam.updateMatrixWorld();
      return cam;
    }
    function build(s) {
      var scene = new THREE.Scene();
      var color = new THREE.Color(s.backgroundColor);
      scene.background = color;
      if (s.fog) scene.fog = new THREE.Fog(color, UF_FOG.near, UF_FOG.far);
      var pickable = [];
      var objects = {};
      s.objects.forEach(function (o) { var n = objectNode(o); objects[o.id] = n; scene.add(n); });
      ufAnswerObjects(s).forEach(function (x) { var n = objectNode(x.object, x.answerId); objects[x.object.id] = n; pickable.push(n); scene.add(n); });
      (s.lights.length ? s.lights : UF_DEFAULT_LIGHTS).forEach(function (l) { scene.add(light(l)); });
      if (s.skybox) {
        var sky = new THREE.Mesh(new THREE.SphereGeometry(UF_SKY.radius, 32, 16), new THREE.MeshBasicMaterial({ color: color, side: THREE.BackSide, fog: false }));
        var ground = new THREE.Mesh(new THREE.CircleGeometry(UF_SKY.ground, 64), new THREE.MeshBasicMaterial({ color: color, transparent: true, opacity: 0.55 }));
        ground.rotation.x = -Math.PI / 2;
        scene.add(sky, ground);
      }
      return { scene: scene, camera: camera(s.camera || UF_DEFAULT_CAMERA), pickable: pickable, objects: objects };
    }
    var built = {};
    ufAllScenes(PAGE).forEach(function (s, i) { built[i < PAGE.scenes.length ? i : -1] = build(s); });
    var empty = { scene: new THREE.Scene(), camera: camera(UF_DEFAULT_CAMERA), pickable: [], objects: {} };
    empty.scene.background = new THREE.Color(PAGE.scenes[0] ? PAGE.scenes[0].backgroundColor : '#000000');
    var current = empty;
    function resize() {
      var w = canvas.clientWidth, h = canvas.clientHeight;
      renderer.setSize(w, h, false);
      Object.keys(built).map(function (k) { return built[k]; }).concat([empty]).forEach(function (b) {
        if (b.camera.isPerspectiveCamera) b.camera.aspect = w / Math.max(1, h);
        else { b.camera.left = -5 * w / Math.max(1, h); b.camera.right = 5 * w / Math.max(1, h); }
        b.camera.updateProjectionMatrix();
      });
    }
    window.addEventListener('resize', resize);
    resize();
    renderer.setAnimationLoop(function () { renderer.render(current.scene, current.camera); });
    var raycaster = new THREE.Raycaster();
    canvas.addEventListener('click', function (event) {
      var rect = canvas.getBoundingClientRect();
      var ndc = new THREE.Vector2(((event.clientX - rect.left) / rect.width) * 2 - 1, -((event.clientY - rect.top) / rect.height) * 2 + 1);
      raycaster.setFromCamera(ndc, current.camera);
      var hit = raycaster.intersectObjects(current.pickable, true)[0];
      for (var o = hit && hit.object; o; o = o.parent) if (o.userData && o.userData.answerId) return hooks.answer(o.userData.answerId);
    });
    return {
      show: function (index) { current = built[index] || empty; },
      objects: function () { return Object.keys(current.objects); },
      screenPosition: function (id) {
        var node = current.objects[id];
        if (!node) return null;
        var v = node.getWorldPosition(new THREE.Vector3()).project(current.camera);
        if (v.z > 1) return null;
        var rect = canvas.getBoundingClientRect();
        return { x: rect.left + (v.x + 1) / 2 * rect.width, y: rect.top + (1 - v.y) / 2 * rect.height };
      },
    };
  };
}
`

/**
 * The integrity of every three.js module the page may import (three, its core, GLTFLoader and the
 * addons it imports), by the URL the page loads it from: a CDN serving other bytes is refused.
 */
function threeModuleIntegrity(options: TPageOptions): Record<string, string> {
  const hashes: Record<string, string> = {}
  for (const file of LIBRARY_FILES) {
    const hash = file.urlPath.startsWith('three@') ? options.integrity?.[file.urlPath] : undefined
    if (hash) hashes[libraryUrl(file.urlPath, options)] = hash
  }
  return hashes
}

/** The three.js page: an ES module importing three (and, for models, its GLTFLoader through an import map). */
export function buildThreePage(scene: TSceneIR, options: TPageOptions): string {
  const hasModels = [...scene.scenes, ...(scene.results ? [scene.results] : [])].some(
    (s) =>
      s.objects.some((o) => o.modelUrl) ||
      (s.question?.answers ?? []).some((a) => a.objects.some((o) => o.modelUrl)),
  )
  const three = libraryUrl(LIB.three, options)
  return pageShell(scene, options, {
    body: '<canvas id="uf-view"></canvas>',
    module: true,
    ...(hasModels ? { importMap: { three } } : {}),
    moduleIntegrity: threeModuleIntegrity(options),
    extra: { libs: { gltfLoader: libraryUrl(LIB.threeGltfLoader, options) } },
    viewJs: `import * as THREE from ${jsonForScript(three)};\n${VIEW_COMMON_JS}\n${THREE_VIEW_JS}`,
  })
}

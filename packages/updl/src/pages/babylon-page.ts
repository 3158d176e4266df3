import type { TSceneIR } from '../scene-types'
import type { TPageOptions } from './page-options'
import { pageShell } from './page-shell'
import { VIEW_COMMON_JS } from './view-common'

/**
 * Babylon.js view: one BABYLON.Scene per IR scene in a right-handed system (as three.js and A-Frame),
 * rendered by one engine; answers are picked with `scene.pick` on click. Babylon's Euler order is
 * Y-X-Z, as A-Frame's. Ambient light is a hemispheric light with equal sky and ground colours.
 */
const BABYLON_VIEW_JS = String.raw`
function createView(PAGE) {
  return function (hooks) {
    var B = BABYLON;
    var canvas = document.getElementById('uf-view');
    var engine = new B.Engine(canvas, true, { stencil: true });
    var shadows = ufAllScenes(PAGE).some(function (s) { return s.lights.some(function (l) { return l.castShadow; }); });
    var rad = function (d) { return d * Math.PI / 180; };
    var v3 = function (v) { return new B.Vector3(v.x, v.y, v.z); };
    var color = function (hex) { return B.Color3.FromHexString(hex); };
    function mesh(o, scene) {
      var name = 'uf-' + o.id;
      switch (o.shape) {
        case 'box': return B.MeshBuilder.CreateBox(name, { width: o.width, height: o.height, depth: o.depth }, scene);
        case 'sphere': return B.MeshBuilder.CreateSphere(name, { diameter: 2 * o.radius, segments: 24 }, scene);
        case 'cylinder': return B.MeshBuilder.CreateCylinder(name, { diameter: 2 * o.radius, height: o.height, tessellation: 32 }, scene);
        case 'plane': return B.MeshBuilder.CreatePlane(name, { width: o.width, height: o.height, sideOrientation: B.Mesh.DOUBLESIDE }, scene);
        case 'torus': {
          var torus = B.MeshBuilder.CreateTorus(name, { diameter: 2 * o.radius, thickness: 0.4 * o.radius, tessellation: 48 }, scene);
          // Babylon's torus lies flat; three.js and A-Frame stand it up (ring in the X-Y plane).
          torus.rotation.x = Math.PI / 2;
          torus.bakeCurrentTransformIntoVertices();
          return torus;
        }
        default: return B.MeshBuilder.CreateCylinder(name, { diameterTop: 0, diameterBottom: 2 * o.radius, height: o.height, tessellation: 32 }, scene);
      }
    }
    function objectNode(o, answerId, built) {
      var node;
      if (o.modelUrl) {
        node = new B.TransformNode('uf-' + o.id, built.scene);
        B.ImportMeshAsync(o.modelUrl, built.scene).then(function (result) {
          result.meshes.forEach(function (m) {
            if (!m.parent) m.parent = node;
            m.metadata = { answerId: answerId || null };
            if (built.shadowGenerator) built.shadowGenerator.addShadowCaster(m);
          });
        }).catch(function (error) { console.warn('model', o.modelUrl, error); });
      } else {
        node = mesh(o, built.scene);
        var material = new B.StandardMaterial('uf-m-' + o.id, built.scene);
        material.diffuseColor = color(o.color);
        material.specularColor = new B.Color3(0.15, 0.15, 0.15);
        if (o.shape === 'plane') material.backFaceCulling = false;
        node.material = material;
        node.receiveShadows = shadows;
        node.metadata = { answerId: answerId || null };
      }
      node.position = v3(o.position);
      node.rotation = new B.Vector3(rad(o.rotation.x), rad(o.rotation.y), rad(o.rotation.z));
      node.scaling = v3(o.scale);
      built.objects[o.id] = node;
      if (built.shadowGenerator && node.getClassName() === 'Mesh') built.shadowGenerator.addShadowCaster(node);
      return node;
    }
    function light(l, built) {
      var scene = built.scene, name = 'uf-' + l.id, node;
      var toOrigin = v3(l.position).scale(-1).normalize();
      switch (l.type) {
        case 'ambient':
          node = new B.HemisphericLight(name, new B.Vector3(0, 1, 0), scene);
          node.groundColor = color(l.color);
          node.specular = B.Color3.Black();
          break;
        case 'hemisphere':
          node = new B.HemisphericLight(name, new B.Vector3(0, 1, 0), scene);
          node.groundColor = color(l.groundColor);
          break;
        case 'point': node = new B.PointLight(name, v3(l.position), scene); break;
        case 'spot': node = new B.SpotLight(name, v3(l.position), toOrigin, Math.PI / 2.5, 2, scene); break;
        default:
          node = new B.DirectionalLight(name, toOrigin, scene);
          node.position = v3(l.position).scale(3);
      }
      node.diffuse = color(l.color);
      node.intensity = l.intensity;
      if (l.castShadow && l.type !== 'ambient' && l.type !== 'hemisphere' && !built.shadowGenerator) {
        built.shadowGenerator = new B.ShadowGenerator(1024, node);
        built.shadowGenerator.usePercentageCloserFiltering = true;
      }
    }
    function camera(c, scene) {
      var cam = new B.UniversalCamera('uf-camera', v3(c.position), scene);
      cam.rotation = new B.Vector3(rad(c.rotation.x), rad(c.rotation.y), rad(c.rotation.z));
      cam.fov = 2 * Math.atan(Math.tan(rad(c.fov) / 2) / c.zoom);
      cam.minZ = c.near;
      cam.maxZ = c.far;
      cam.inputs.clear();
      if (c.type === 'orthographic') {
        cam.mode = B.Camera.ORTHOGRAPHIC_CAMERA;
        cam.ufOrtho = 5 / c.zoom;
      }
      return cam;
    }
    function build(s) {
      var scene = new B.Scene(engine);
      scene.useRightHandedSystem = true;
      var bg = color(s.backgroundColor);
      scene.clearColor = new B.Color4(bg.r, bg.g, bg.b, 1);
      scene.ambientColor = new B.Color3(1, 1, 1);
      if (s.fog) {
        scene.fogMode = B.Scene.FOGMODE_LINEAR;
        scene.fogColor = bg;
        scene.fogStart = UF_FOG.near;
        scene.fogEnd = UF_FOG.far;
      }
      var built = { scene: scene, objects: {}, shadowGenerator: null };
      (s.lights.length ? s.lights : UF_DEFAULT_LIGHTS).forEach(function (l) { light(l, built); });
      s.objects.forEach(function (o) { objectNode(o, null, built); });
      ufAnswerObjects(s).forEach(function (x) { objectNode(x.object, x.answerId, built); });
      if (s.skybox) {
        var sky = B.MeshBuilder.CreateSphere('uf-sky', { diameter: 2 * UF_SKY.radius, sideOrientation: B.Mesh.BACKSIDE }, scene);
        var skyMaterial = new B.StandardMaterial('uf-sky', scene);
        skyMaterial.disableLighting = true;
        skyMaterial.emissiveColor = bg;
        skyMaterial.fogEnabled = false;
        sky.material = skyMaterial;
        sky.isPickable = false;
        var ground = B.MeshBuilder.CreateDisc('uf-ground', { radius: UF_SKY.ground, tessellation: 64 }, scene);
        ground.rotation.x = Math.PI / 2;
        var groundMaterial = new B.StandardMaterial('uf-ground', scene);
        groundMaterial.disableLighting = true;
        groundMaterial.emissiveColor = bg.scale(0.8);
        groundMaterial.alpha = 0.55;
        ground.material = groundMaterial;
        ground.isPickable = false;
      }
      built.camera = camera(s.camera || UF_DEFAULT_CAMERA, scene);
      return built;
    }
    var built = {};
    ufAllScenes(PAGE).forEach(function (s, i) { built[i < PAGE.scenes.length ? i : -1] = build(s); });
    var empty = build({ backgroundColor: PAGE.scenes[0] ? PAGE.scenes[0].backgroundColor : '#000000', objects: [], lights: [], skybox: false, fog: false });
    var current = empty;
    function fitOrtho(b) {
      if (b.camera.mode !== B.Camera.ORTHOGRAPHIC_CAMERA) return;
      var aspect = engine.getRenderWidth() / Math.max(1, engine.getRenderHeight());
      b.camera.orthoTop = b.camera.ufOrtho;
      b.camera.orthoBottom = -b.camera.ufOrtho;
      b.camera.orthoLeft = -b.camera.ufOrtho * aspect;
      b.camera.orthoRight = b.camera.ufOrtho * aspect;
    }
    function resize() {
      engine.resize();
      Object.keys(built).forEach(function (k) { fitOrtho(built[k]); });
    }
    window.addEventListener('resize', resize);
    resize();
    engine.runRenderLoop(function () { current.scene.render(); });
    canvas.addEventListener('click', function (event) {
      var rect = canvas.getBoundingClientRect();
      var x = (event.clientX - rect.left) * engine.getRenderWidth() / rect.width;
      var y = (event.clientY - rect.top) * engine.getRenderHeight() / rect.height;
      var pick = current.scene.pick(x, y, function (m) { return !!(m.metadata && m.metadata.answerId); });
      if (pick && pick.hit && pick.pickedMesh) hooks.answer(pick.pickedMesh.metadata.answerId);
    });
    return {
      show: function (index) { current = built[index] || empty; },
      objects: function () { return Object.keys(current.objects); },
      screenPosition: function (id) {
        var node = current.objects[id];
        if (!node) return null;
        node.computeWorldMatrix(true);
        var scene = current.scene;
        scene.updateTransformMatrix(true);
        var w = engine.getRenderWidth(), h = engine.getRenderHeight();
        var p = B.Vector3.Project(node.getAbsolutePosition(), B.Matrix.Identity(), scene.getTransformMatrix(), current.camera.viewport.toGlobal(w, h));
        if (p.z < 0 || p.z > 1) return null;
        var rect = canvas.getBoundingClientRect();
        return { x: rect.left + p.x * rect.width / w, y: rect.top + p.y * rect.height / h };
      },
    };
  };
}
`

/** The Babylon.js page: babylon.js and its glTF loaders as classic scripts, the view drawing into a canvas. */
export function buildBabylonPage(scene: TSceneIR, options: TPageOptions): string {
  return pageShell(scene, options, {
    body: '<canvas id="uf-view"></canvas>',
    viewJs: `${VIEW_COMMON_JS}\n${BABYLON_VIEW_JS}`,
  })
}

import type { TSceneIR } from '../scene-types'
import type { TPageOptions } from './page-options'
import { pageShell } from './page-shell'
import { VIEW_COMMON_JS } from './view-common'

/**
 * PlayCanvas view: one root entity (with its own camera) per IR scene, enabled one at a time; fog and
 * ambient light are the app scene's, set on each show. PlayCanvas primitives are unit-sized, so a
 * child entity carries the object's sizes (and stands planes, tori upright as three.js has them);
 * ambient and hemisphere lights become the scene's ambient colour. Answers are picked by a ray against
 * the answer objects' bounding boxes.
 */
const PLAYCANVAS_VIEW_JS = String.raw`
function createView(PAGE) {
  return function (hooks) {
    var canvas = document.getElementById('uf-view');
    var app = new pc.Application(canvas, { mouse: new pc.Mouse(canvas), touch: new pc.TouchDevice(canvas) });
    app.setCanvasFillMode(pc.FILLMODE_FILL_WINDOW);
    app.setCanvasResolution(pc.RESOLUTION_AUTO);
    window.addEventListener('resize', function () { app.resizeCanvas(); });
    var shadows = ufAllScenes(PAGE).some(function (s) { return s.lights.some(function (l) { return l.castShadow; }); });
    var color = function (hex) { return new pc.Color().fromString(hex); };
    function shapeChild(o, material) {
      var child = new pc.Entity('shape');
      var type = o.shape, s;
      switch (o.shape) {
        case 'box': s = [o.width, o.height, o.depth]; break;
        case 'sphere': s = [2 * o.radius, 2 * o.radius, 2 * o.radius]; break;
        case 'plane': s = [o.width, 1, o.height]; child.setLocalEulerAngles(90, 0, 0); break;
        case 'torus': {
          // The torus primitive's tube is fixed (0.2 of 0.3): build one with the tube the other technologies draw.
          var geometry = new pc.TorusGeometry({ ringRadius: o.radius, tubeRadius: o.radius * 0.2, segments: 48, sides: 16 });
          var mesh = pc.Mesh.fromGeometry(app.graphicsDevice, geometry);
          child.setLocalEulerAngles(90, 0, 0);
          child.addComponent('render', { meshInstances: [new pc.MeshInstance(mesh, material)], castShadows: shadows, receiveShadows: shadows });
          return child;
        }
        default: s = [2 * o.radius, o.height, 2 * o.radius];
      }
      child.setLocalScale(s[0], s[1], s[2]);
      child.addComponent('render', { type: type, material: material, castShadows: shadows, receiveShadows: shadows });
      return child;
    }
    function objectNode(o, answerId, built) {
      var node = new pc.Entity('uf-' + o.id);
      if (o.modelUrl) {
        app.assets.loadFromUrl(o.modelUrl, 'container', function (error, asset) {
          if (error) return console.warn('model', o.modelUrl, error);
          node.addChild(asset.resource.instantiateRenderEntity({ castShadows: shadows, receiveShadows: shadows }));
        });
      } else {
        var material = new pc.StandardMaterial();
        material.diffuse = color(o.color);
        if (o.shape === 'plane') material.cull = pc.CULLFACE_NONE;
        material.update();
        node.addChild(shapeChild(o, material));
      }
      node.setLocalPosition(o.position.x, o.position.y, o.position.z);
      node.setLocalEulerAngles(o.rotation.x, o.rotation.y, o.rotation.z);
      node.setLocalScale(o.scale.x, o.scale.y, o.scale.z);
      node.ufAnswer = answerId || null;
      built.objects[o.id] = node;
      if (answerId) built.pickable.push(node);
      built.root.addChild(node);
    }
    function light(l, built) {
      if (l.type === 'ambient' || l.type === 'hemisphere') {
        var c = color(l.color);
        built.ambient = new pc.Color(
          Math.min(1, built.ambient.r + c.r * l.intensity),
          Math.min(1, built.ambient.g + c.g * l.intensity),
          Math.min(1, built.ambient.b + c.b * l.intensity)
        );
        return;
      }
      var node = new pc.Entity('uf-' + l.id);
      node.addComponent('light', {
        type: l.type === 'point' ? 'omni' : l.type,
        color: color(l.color),
        intensity: l.intensity,
        range: 30,
        outerConeAngle: 36,
        innerConeAngle: 25,
        castShadows: l.castShadow,
        shadowResolution: 1024,
        shadowDistance: 30,
      });
      node.setLocalPosition(l.position.x, l.position.y, l.position.z);
      // Directional and spot lights shine down their entity's -Y: aim it at the origin.
      if (l.type !== 'point' && (l.position.x || l.position.z || l.position.y)) {
        node.lookAt(0, 0, 0);
        node.rotateLocal(90, 0, 0);
      }
      built.root.addChild(node);
    }
    function camera(c, s, built) {
      var node = new pc.Entity('uf-camera');
      var fov = 2 * Math.atan(Math.tan(c.fov * Math.PI / 360) / c.zoom) * 180 / Math.PI;
      node.addComponent('camera', {
        clearColor: color(s.backgroundColor),
        fov: fov,
        nearClip: c.near,
        farClip: c.far,
        projection: c.type === 'orthographic' ? pc.PROJECTION_ORTHOGRAPHIC : pc.PROJECTION_PERSPECTIVE,
        orthoHeight: 5 / c.zoom,
      });
      node.setLocalPosition(c.position.x, c.position.y, c.position.z);
      node.setLocalEulerAngles(c.rotation.x, c.rotation.y, c.rotation.z);
      built.root.addChild(node);
      return node;
    }
    function build(s) {
      var built = { root: new pc.Entity('uf-scene'), objects: {}, pickable: [], ambient: new pc.Color(0, 0, 0), scene: s };
      (s.lights.length ? s.lights : UF_DEFAULT_LIGHTS).forEach(function (l) { light(l, built); });
      s.objects.forEach(function (o) { objectNode(o, null, built); });
      ufAnswerObjects(s).forEach(function (x) { objectNode(x.object, x.answerId, built); });
      if (s.skybox) {
        var skyMaterial = new pc.StandardMaterial();
        skyMaterial.useLighting = false;
        skyMaterial.emissive = color(s.backgroundColor);
        skyMaterial.diffuse = new pc.Color(0, 0, 0);
        skyMaterial.cull = pc.CULLFACE_FRONT;
        skyMaterial.useFog = false;
        skyMaterial.update();
        var sky = new pc.Entity('uf-sky');
        sky.addComponent('render', { type: 'sphere', material: skyMaterial });
        sky.setLocalScale(2 * UF_SKY.radius, 2 * UF_SKY.radius, 2 * UF_SKY.radius);
        var groundMaterial = new pc.StandardMaterial();
        groundMaterial.useLighting = false;
        groundMaterial.emissive = color(s.backgroundColor);
        groundMaterial.diffuse = new pc.Color(0, 0, 0);
        groundMaterial.opacity = 0.55;
        groundMaterial.blendType = pc.BLEND_NORMAL;
        groundMaterial.update();
        var ground = new pc.Entity('uf-ground');
        ground.addComponent('render', { type: 'cylinder', material: groundMaterial });
        ground.setLocalScale(2 * UF_SKY.ground, 0.001, 2 * UF_SKY.ground);
        built.root.addChild(sky);
        built.root.addChild(ground);
      }
      built.camera = camera(s.camera || UF_DEFAULT_CAMERA, s, built);
      built.root.enabled = false;
      app.root.addChild(built.root);
      return built;
    }
    var built = {};
    ufAllScenes(PAGE).forEach(function (s, i) { built[i < PAGE.scenes.length ? i : -1] = build(s); });
    var empty = build({ backgroundColor: PAGE.scenes[0] ? PAGE.scenes[0].backgroundColor : '#000000', objects: [], lights: [], skybox: false, fog: false });
    var current = empty;
    function show(index) {
      current.root.enabled = false;
      current = built[index] || empty;
      current.root.enabled = true;
      var s = current.scene;
      app.scene.ambientLight = current.ambient;
      app.scene.fog.type = s.fog ? pc.FOG_LINEAR : pc.FOG_NONE;
      app.scene.fog.color = color(s.backgroundColor);
      app.scene.fog.start = UF_FOG.near;
      app.scene.fog.end = UF_FOG.far;
    }
    app.start();
    function pick(clientX, clientY) {
      var rect = canvas.getBoundingClientRect();
      var cam = current.camera.camera;
      var from = cam.screenToWorld(clientX - rect.left, clientY - rect.top, cam.nearClip);
      var to = cam.screenToWorld(clientX - rect.left, clientY - rect.top, cam.farClip);
      var ray = new pc.Ray(from, to.clone().sub(from).normalize());
      var best = null, bestDistance = Infinity, hit = new pc.Vec3();
      current.pickable.forEach(function (node) {
        node.findComponents('render').forEach(function (render) {
          render.meshInstances.forEach(function (mi) {
            if (mi.aabb.intersectsRay(ray, hit)) {
              var d = hit.distance(from);
              if (d < bestDistance) { bestDistance = d; best = node; }
            }
          });
        });
      });
      return best;
    }
    canvas.addEventListener('click', function (event) {
      var node = pick(event.clientX, event.clientY);
      if (node) hooks.answer(node.ufAnswer);
    });
    return {
      show: show,
      objects: function () { return Object.keys(current.objects); },
      screenPosition: function (id) {
        var node = current.objects[id];
        if (!node) return null;
        var p = current.camera.camera.worldToScreen(node.getPosition());
        if (p.z < 0) return null;
        var rect = canvas.getBoundingClientRect();
        return { x: rect.left + p.x, y: rect.top + p.y };
      },
    };
  };
}
`

/** The PlayCanvas page: the engine as a classic script, the view drawing into a canvas. */
export function buildPlayCanvasPage(scene: TSceneIR, options: TPageOptions): string {
  return pageShell(scene, options, {
    body: '<canvas id="uf-view"></canvas>',
    viewJs: `${VIEW_COMMON_JS}\n${PLAYCANVAS_VIEW_JS}`,
  })
}

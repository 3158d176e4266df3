/**
 * Shared by the three.js, Babylon.js and PlayCanvas views (A-Frame has its own defaults): the scenes in
 * play order with the results last, the objects of a question's answers, and the defaults for a scene
 * without lights or camera, fog distances and the skybox's size.
 */
export const VIEW_COMMON_JS = String.raw`
var UF_DEFAULT_CAMERA = { type: 'perspective', position: { x: 0, y: 1.6, z: 5 }, rotation: { x: 0, y: 0, z: 0 }, fov: 75, near: 0.1, far: 1000, zoom: 1 };
var UF_DEFAULT_LIGHTS = [
  { id: 'default-ambient', type: 'ambient', color: '#bbbbbb', groundColor: '#444444', intensity: 1, position: { x: 0, y: 0, z: 0 }, castShadow: false },
  { id: 'default-sun', type: 'directional', color: '#ffffff', intensity: 0.6, groundColor: '#444444', position: { x: -0.5, y: 1, z: 1 }, castShadow: false }
];
var UF_FOG = { near: 5, far: 60 };
var UF_SKY = { radius: 500, ground: 60 };
function ufAllScenes(PAGE) { return PAGE.results ? PAGE.scenes.concat([PAGE.results]) : PAGE.scenes.slice(); }
function ufAnswerObjects(scene) {
  var out = [];
  (scene.question ? scene.question.answers : []).forEach(function (a) {
    a.objects.forEach(function (o) { out.push({ object: o, answerId: a.id }); });
  });
  return out;
}
`

// The browser runtime of published pages, bundled from src/runtime by build-runtime.mjs into
// runtime-scripts.js (generated at build, not in git). Each is a classic script's text (an IIFE).

/** The A-Frame VR and AR.js page script: defines `ufPage`; the page calls `ufPage.start(PAGE)`. */
export declare const AFRAME_PAGE_JS: string
/** The three.js page script (in the page's module script): `ufPage.start(PAGE, THREE)`. */
export declare const THREE_PAGE_JS: string
/** The Babylon.js page script: `ufPage.start(PAGE)`. */
export declare const BABYLON_PAGE_JS: string
/** The PlayCanvas page script: `ufPage.start(PAGE)`. */
export declare const PLAYCANVAS_PAGE_JS: string
/** AR.js pages, before the page script: the camera relayed from the frame page (runtime/ar/scene-camera.ts). */
export declare const SCENE_CAMERA_JS: string
/** The frame page's side of the camera relay (runtime/ar/frame-camera-relay.ts). */
export declare const FRAME_CAMERA_RELAY_JS: string

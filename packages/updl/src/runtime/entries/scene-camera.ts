// AR.js pages: before A-Frame starts the scene (once the document is loaded), so AR.js asks the relay.
import { relayCamera } from '../ar/scene-camera'

relayCamera()

export { drag } from './drag';
export { editorStage } from './editor-stage';
export { expectOwnDirection, ignoringIsolates } from './own-direction';
export { prepareStory } from './prepare-story';
export { sampleImage } from './sample-image';
export { shownDialog } from './shown-dialog';
export { shownToast } from './shown-toast';
export { desktopFullPage, desktopLongPage, desktopTallWindow, phoneFullPage, phoneLongPage } from './viewport-globals';

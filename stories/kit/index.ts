export { clearAnnouncements, prepareStory } from './prepare-story';
export { sampleImage } from './sample-image';

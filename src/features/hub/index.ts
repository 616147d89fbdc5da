export { CreativeHub } from './components/creative-hub';

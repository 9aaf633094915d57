export { ExternalFrame, EXTERNAL_FRAME_SANDBOX } from './ExternalFrame';

export {
  ExternalFrame,
  EXTERNAL_FRAME_SANDBOX,
  EXTERNAL_FRAME_TIMEOUT_MS,
  externalFrameVariants,
  frameNoticeVariants,
  type ExternalFrameProps,
  type ExternalFrameState,
} from './ExternalFrame';

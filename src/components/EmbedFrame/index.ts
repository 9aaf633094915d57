export * from './EmbedFrame';

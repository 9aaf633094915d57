export * from './TopicCard';

export * from './SaveBook';
export * from './SaveBookLabel';

/**
 * Zod schemas for every content collection. Used only by tests and build scripts:
 * the browser bundle imports the inferred types (`import type`), never zod itself.
 * Each collection's schema lives in schema/<collection>.ts (building blocks in schema/base.ts)
 * and is re-exported here.
 */
export * from './schema/base';
export * from './schema/site';
export * from './schema/simulations';
export * from './schema/contact-pages';
export * from './schema/papers';
export * from './schema/library';
export * from './schema/elements';
export * from './schema/info-common';
export * from './schema/home-tabs';
export * from './schema/about';
export * from './schema/stem';
export * from './schema/partnership';
export * from './schema/terms';
export * from './schema/levels';
export * from './schema/element-texts';
export * from './schema/roadmap-plans';
export * from './schema/glossary';

export { ResourceLibrary, type ResourceLibraryProps } from './ResourceLibrary';

export {
  ResourceLibrary,
  RESOURCES_PER_PAGE,
  type ResourceLibraryKind,
  type ResourceLibraryProps,
  type ResourceLibraryState,
} from './ResourceLibrary';

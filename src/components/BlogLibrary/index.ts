export { BlogLibrary, type BlogLibraryProps } from './BlogLibrary';

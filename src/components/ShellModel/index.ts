export { ShellModel } from './ShellModel';

export { ShellModel, shellModelVariants, ringGeometry, type ShellModelProps } from './ShellModel';

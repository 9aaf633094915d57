export { ShellModel, shellModelVariants, ringGeometry, ringsPath, type ShellModelProps } from './ShellModel';

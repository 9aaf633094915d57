export { ArticleBody, type ArticleBlock, type ArticleBodyProps } from './ArticleBody';

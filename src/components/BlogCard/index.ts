export { BlogCard, type BlogCardPost, type BlogCardProps } from './BlogCard';

export { BlogCard, type BlogCardPost } from './BlogCard';

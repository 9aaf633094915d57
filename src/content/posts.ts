import type { PostMeta } from './schema';
import * as examsPost from './generated/text/posts/preparing-for-national-exams';
import * as simulationsPost from './generated/text/posts/learning-science-with-simulations';
import * as pathwaysPost from './generated/text/posts/choosing-between-reb-and-tvet';

/**
 * Blog posts, written by the Ubumenyi team in English, French and Kinyarwanda: everything but the
 * body, so the /blog list stays light. Each post's text is a catalogue of its own
 * (src/locales/<lang>/content/posts/<slug>.po: title, summary, the illustration's text alternative
 * and the body, which content:generate writes per language: scripts/build/lib/post-bodies.ts). Each post
 * is prerendered at /blog/<slug>. Images are our own SVG illustrations in public/images/blog/.
 */
export const posts: PostMeta[] = [
  {
    id: 1,
    slug: 'preparing-for-national-exams',
    title: examsPost.title,
    summary: examsPost.summary,
    date: '2025-09-15',
    author: 'Jean Claude Niyonzima',
    image: {
      src: '/images/blog/exam-preparation.svg',
      alt: examsPost.imageAlt,
    },
  },
  {
    id: 2,
    slug: 'learning-science-with-simulations',
    title: simulationsPost.title,
    summary: simulationsPost.summary,
    date: '2025-10-20',
    author: 'Aline Uwase',
    image: {
      src: '/images/blog/science-simulations.svg',
      alt: simulationsPost.imageAlt,
    },
  },
  {
    id: 3,
    slug: 'choosing-between-reb-and-tvet',
    title: pathwaysPost.title,
    summary: pathwaysPost.summary,
    date: '2025-11-10',
    author: 'Aline Uwase',
    image: {
      src: '/images/blog/choosing-a-pathway.svg',
      alt: pathwaysPost.imageAlt,
    },
  },
];

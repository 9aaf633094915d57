import type { Roadmap } from './schema';
import type { Lang } from '@/lib/langs';
import * as text from '@/content/generated/text/roadmaps';

/**
 * A road map's PDF in each language: /roadmaps/<slug>.pdf (English), <slug>.fr.pdf, <slug>.rw.pdf.
 * scripts/build/content-generate.ts writes them from the road map's written plan (src/content/roadmap-plans/);
 * a road map without a plan yet keeps a labelled sample at those paths.
 * Text: src/locales/<lang>/content/roadmaps.po(t).
 */
export function roadmapFiles(slug: string): Record<Lang, string> {
  return { en: `/roadmaps/${slug}.pdf`, fr: `/roadmaps/${slug}.fr.pdf`, rw: `/roadmaps/${slug}.rw.pdf` };
}

/**
 * Developer roadmaps: the order in which to learn a field of software work. Descriptions are ours.
 * Each has a page (/road-maps/<slug>) once its plan is written, and a PDF per language built from it.
 */
const roadmap = (entry: Pick<Roadmap, 'id' | 'slug' | 'title' | 'topic' | 'cover' | 'description'>): Roadmap => ({
  titleLang: 'en',
  author: 'roadmap.sh community',
  authorLang: 'en',
  board: 'No Board',
  level: 'Developer',
  file: roadmapFiles(entry.slug),
  ...entry,
});

export const roadmaps: Roadmap[] = [
  roadmap({
    id: 'RO1',
    title: 'Frontend Developer Roadmap',
    topic: 'web',
    cover: 'layers',
    slug: 'frontend-developer',
    description: text.frontendDeveloperDescription,
  }),
  roadmap({
    id: 'RO2',
    title: 'Backend Developer Roadmap',
    topic: 'web',
    cover: 'database',
    slug: 'backend-developer',
    description: text.backendDeveloperDescription,
  }),
  roadmap({
    id: 'RO3',
    title: 'Full Stack Developer Roadmap',
    topic: 'web',
    cover: 'layers',
    slug: 'full-stack-developer',
    description: text.fullStackDeveloperDescription,
  }),
  roadmap({
    id: 'RO4',
    title: 'DevOps Roadmap',
    topic: 'infrastructure',
    cover: 'layers',
    slug: 'devops',
    description: text.devopsDescription,
  }),
  roadmap({
    id: 'RO5',
    title: 'Android Developer Roadmap',
    topic: 'mobile',
    cover: 'code',
    slug: 'android-developer',
    description: text.androidDeveloperDescription,
  }),
  roadmap({
    id: 'RO6',
    title: 'Python Developer Roadmap',
    topic: 'languages',
    cover: 'code',
    slug: 'python',
    description: text.pythonDescription,
  }),
  roadmap({
    id: 'RO7',
    title: 'JavaScript Roadmap',
    topic: 'languages',
    cover: 'code',
    slug: 'javascript',
    description: text.javascriptDescription,
  }),
  roadmap({
    id: 'RO8',
    title: 'React Developer Roadmap',
    topic: 'web',
    cover: 'layers',
    slug: 'react',
    description: text.reactDescription,
  }),
  roadmap({
    id: 'RO9',
    title: 'Node.js Developer Roadmap',
    topic: 'web',
    cover: 'code',
    slug: 'nodejs',
    description: text.nodejsDescription,
  }),
  roadmap({
    id: 'RO10',
    title: 'SQL Roadmap',
    topic: 'data',
    cover: 'database',
    slug: 'sql',
    description: text.sqlDescription,
  }),
  roadmap({
    id: 'RO11',
    title: 'Git and GitHub Roadmap',
    topic: 'foundations',
    cover: 'branch',
    slug: 'git-and-github',
    description: text.gitAndGithubDescription,
  }),
  roadmap({
    id: 'RO12',
    title: 'Cyber Security Roadmap',
    topic: 'security',
    cover: 'shield',
    slug: 'cyber-security',
    description: text.cyberSecurityDescription,
  }),
  roadmap({
    id: 'RO13',
    title: 'Data Analyst Roadmap',
    topic: 'data',
    cover: 'chart',
    slug: 'data-analyst',
    description: text.dataAnalystDescription,
  }),
  roadmap({
    id: 'RO14',
    title: 'AI and Data Scientist Roadmap',
    topic: 'data',
    cover: 'chart',
    slug: 'ai-and-data-scientist',
    description: text.aiAndDataScientistDescription,
  }),
  roadmap({
    id: 'RO15',
    title: 'UX Design Roadmap',
    topic: 'design',
    cover: 'layers',
    slug: 'ux-design',
    description: text.uxDesignDescription,
  }),
  roadmap({
    id: 'RO16',
    title: 'Computer Science Roadmap',
    topic: 'foundations',
    cover: 'circuit',
    slug: 'computer-science',
    description: text.computerScienceDescription,
  }),
  roadmap({
    id: 'RO17',
    title: 'Docker Roadmap',
    topic: 'infrastructure',
    cover: 'layers',
    slug: 'docker',
    description: text.dockerDescription,
  }),
];

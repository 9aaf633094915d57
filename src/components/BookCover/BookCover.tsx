import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { subjectToneFill, type SubjectTone } from '../SubjectTone';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';

/** Subject colour families (tokens `--color-subject-*`; white text passes AA on each). */
export type BookCoverTone = SubjectTone;

/** The decoration drawn on the cover. */
export type BookCoverMotif =
  'numbers' | 'atom' | 'flask' | 'leaf' | 'letters' | 'globe' | 'scroll' | 'chart' | 'circuit' | 'code' | 'layers' | 'shield' | 'database' | 'branch';

const bookCoverVariants = cva('block h-auto w-full rounded-md shadow-card forced-colors:border', {
  variants: {
    tone: subjectToneFill,
  },
  defaultVariants: { tone: 'general' },
});

export interface BookCoverProps {
  /** The document's title, printed on the cover. */
  title: string;
  /** The title's language when it differs from the page's (its `lang`: see partLang in lib/langs). */
  titleLang?: string;
  /** The subject or field, printed at the top ("Physics"). */
  subjectLabel: string;
  /** The level, printed at the bottom ("O-Level · Senior 2"). */
  levelLabel: string;
  /** Colour family of the subject. @default 'general' */
  tone?: BookCoverTone;
  /** Decoration. @default 'letters' */
  motif?: BookCoverMotif;
  /**
   * Give the cover an accessible name ("Cover of …"). Leave false where the title is already
   * next to it as text (a card), so screen readers do not hear it twice. @default false
   */
  labelled?: boolean;
  className?: string;
}

const WIDTH = 120;
const HEIGHT = 160;

/** Splits a title into at most `maxLines` lines of about `perLine` characters; the last line ends in "…" if cut. */
function coverLines(title: string, perLine = 15, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = '';
  const words = title.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (line && candidate.length > perLine) {
      lines.push(line);
      line = word;
      if (lines.length === maxLines) {
        const last = lines[maxLines - 1]!;
        lines[maxLines - 1] = (last.length > perLine - 1 ? last.slice(0, perLine - 1) : last) + '…';
        return lines;
      }
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line.length > perLine + 3 ? line.slice(0, perLine + 2) + '…' : line);
  return lines;
}

/** Long labels are squeezed to the cover's width rather than cut (Kinyarwanda and French run long). */
const squeeze = (text: string, fits: number) => (text.length > fits ? { textLength: WIDTH - 24, lengthAdjust: 'spacingAndGlyphs' as const } : {});

/** White line drawings, one per motif, in the cover's lower half. */
function Motif({ motif }: { motif: BookCoverMotif }) {
  const common = { fill: 'none', stroke: '#fff', strokeWidth: 2.5, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  switch (motif) {
    case 'numbers':
      return (
        <g {...common}>
          <path d="M70 100h22M81 89v22M70 126h22M100 118l14 14M114 118l-14 14M98 98h18" />
          <circle cx="107" cy="92" r="1.5" fill="#fff" />
          <circle cx="107" cy="104" r="1.5" fill="#fff" />
        </g>
      );
    case 'atom':
      return (
        <g {...common} transform="translate(92 112)">
          <circle r="3.5" fill="#fff" />
          <ellipse rx="22" ry="8" />
          <ellipse rx="22" ry="8" transform="rotate(60)" />
          <ellipse rx="22" ry="8" transform="rotate(-60)" />
        </g>
      );
    case 'flask':
      return (
        <g {...common}>
          <path d="M86 88h14M89 88v14l-12 24h30l-12-24V88" />
          <path d="M82 118h22" />
        </g>
      );
    case 'leaf':
      return (
        <g {...common}>
          <path d="M74 130c0-26 18-40 40-42 0 24-16 42-40 42z" />
          <path d="M74 130l28-30M88 116h10M94 108v-8" />
        </g>
      );
    case 'letters':
      return (
        <g {...common}>
          <path d="M72 130l10-30 10 30M76 120h12" />
          <path d="M98 100v30h8a7 7 0 0 0 0-14h-8M98 116h7a7 7 0 0 0 0-16h-7" />
        </g>
      );
    case 'globe':
      return (
        <g {...common} transform="translate(92 112)">
          <circle r="20" />
          <ellipse rx="9" ry="20" />
          <path d="M-20 0h40M-17-10h34M-17 10h34" />
        </g>
      );
    case 'scroll':
      return (
        <g {...common}>
          <path d="M76 92h34v36H80a4 4 0 0 1-4-4z" />
          <path d="M110 92a4 4 0 0 1 4 4v4h-4M82 102h20M82 110h22M82 118h16" />
        </g>
      );
    case 'chart':
      return (
        <g {...common}>
          <path d="M72 132h42M72 132V90" />
          <path d="M78 124l10-12 8 6 14-18" />
          <path d="M104 100h6v6" />
        </g>
      );
    case 'circuit':
      return (
        <g {...common}>
          <rect x="82" y="100" width="22" height="22" rx="2" />
          <path d="M88 100v-8M98 100v-8M88 122v8M98 122v8M82 106h-8M82 116h-8M104 106h8M104 116h8" />
        </g>
      );
    case 'code':
      return (
        <g {...common}>
          <path d="M82 98l-12 14 12 14M104 98l12 14-12 14M96 94l-6 36" />
        </g>
      );
    case 'layers':
      return (
        <g {...common}>
          <path d="M92 92l24 11-24 11-24-11z" />
          <path d="M68 113l24 11 24-11M68 123l24 11 24-11" />
        </g>
      );
    case 'shield':
      return (
        <g {...common}>
          <path d="M92 88l20 8v14c0 12-8 20-20 26-12-6-20-14-20-26V96z" />
          <path d="M84 112l6 6 12-12" />
        </g>
      );
    case 'database':
      return (
        <g {...common}>
          <ellipse cx="92" cy="96" rx="18" ry="6" />
          <path d="M74 96v28c0 3 8 6 18 6s18-3 18-6V96M74 110c0 3 8 6 18 6s18-3 18-6" />
        </g>
      );
    case 'branch':
      return (
        <g {...common}>
          <circle cx="80" cy="94" r="4" />
          <circle cx="80" cy="130" r="4" />
          <circle cx="106" cy="104" r="4" />
          <path d="M80 98v28M106 108c0 12-26 8-26 18" />
        </g>
      );
  }
}

/**
 * A book or roadmap cover drawn in SVG from its subject, title and level: no image file, no
 * external host, a few hundred bytes. One colour per subject family, so a learner learns to spot
 * "physics" at a glance; the subject is always written on it too (colour is never the only cue).
 * A strip in the flag's blue, yellow and green runs along the bottom.
 */
export function BookCover({ title, titleLang, subjectLabel, levelLabel, tone = 'general', motif = 'letters', labelled = false, className }: BookCoverProps) {
  const { t } = useT(library);
  const lines = coverLines(title);
  const a11y = labelled ? { role: 'img' as const, 'aria-label': t('cover.label', { title }) } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      xmlns="http://www.w3.org/2000/svg"
      data-slot="book-cover"
      data-tone={tone}
      className={cn(bookCoverVariants({ tone }), className)}
      focusable="false"
      {...a11y}
    >
      <rect width={WIDTH} height={HEIGHT} rx="6" />
      {/* The spine: a darker band on the left edge. */}
      <rect width="8" height={HEIGHT} fill="#000" opacity="0.22" />
      <g opacity="0.9">
        <Motif motif={motif} />
      </g>
      <text x="16" y="20" fill="#fff" fontSize="8" fontWeight="700" {...squeeze(subjectLabel, 20)}>
        {subjectLabel.toUpperCase()}
      </text>
      <rect x="16" y="25" width="24" height="2" fill="#fff" />
      <text x="16" y="42" fill="#fff" fontSize="10" fontWeight="700" lang={titleLang}>
        {lines.map((line, index) => (
          <tspan key={index} x="16" dy={index === 0 ? 0 : 12}>
            {line}
          </tspan>
        ))}
      </text>
      <text x="16" y="146" fill="#fff" fontSize="7.5" fontWeight="600" {...squeeze(levelLabel, 26)}>
        {levelLabel}
      </text>
      <rect x="0" y={HEIGHT - 6} width={WIDTH / 3} height="6" fill="#00a1de" />
      <rect x={WIDTH / 3} y={HEIGHT - 6} width={WIDTH / 3} height="6" fill="#fad201" />
      <rect x={(2 * WIDTH) / 3} y={HEIGHT - 6} width={WIDTH / 3} height="6" fill="#20603d" />
    </svg>
  );
}

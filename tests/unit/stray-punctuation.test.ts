import { describe, expect, it } from 'vitest';
import { strayPunctuation } from '../e2e/heard';

describe('punctuation heard but not seen', () => {
  it('finds a hidden comma or full stop between spans, in every language', () => {
    expect(strayPunctuation('- tab "Physics , 33 simulations"\n- heading "Physics"', 'en')).toEqual(['- tab "Physics , 33 simulations"']);
    expect(strayPunctuation('- paragraph: Write your message . Up to 1000 characters', 'rw')).toHaveLength(1);
    expect(strayPunctuation('- radio "Néon Ne" , x', 'fr')).toHaveLength(1);
  });

  it('finds " : " in English and Kinyarwanda, not in French, which writes a space before ":"', () => {
    expect(strayPunctuation('- heading "Stage 1 : Python basics"', 'en')).toHaveLength(1);
    expect(strayPunctuation('- heading "Étape 1 : les bases"', 'fr')).toEqual([]);
  });

  it('leaves punctuation as written alone: "2, 8", "1.008", "S1–S3: O-Level"', () => {
    expect(strayPunctuation('- text: Electrons per shell 2, 8; mass 1.008; S1–S3: O-Level', 'en')).toEqual([]);
  });
});

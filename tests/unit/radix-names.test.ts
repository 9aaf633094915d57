import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { cut, keepNamesCuts } from '../../scripts/vite/radix-names';

const unwrap = (code: string) => cut(code, keepNamesCuts(code, parseAst(code) as never));

describe('radixNames', () => {
  it('unwraps a named function expression, its @__PURE__ mark and a nested call', () => {
    const code = [
      'var __name = (target, value) => __defProp(target, "name", { value, configurable: true });',
      'var Tabs = React.forwardRef(/* @__PURE__ */ __name(function Tabs2(props) {',
      '  const go = /* @__PURE__ */ __name(() => props.onGo("a, b)"), "go");',
      '  return go;',
      '}, "Tabs2"));',
      'function makeId(a) { return a; }',
      '__name(makeId, "makeId");',
    ].join('\n');
    expect(unwrap(code)).toBe(
      [
        'var __name = (target, value) => __defProp(target, "name", { value, configurable: true });',
        'var Tabs = React.forwardRef(function Tabs2(props) {',
        '  const go = () => props.onGo("a, b)");',
        '  return go;',
        '});',
        'function makeId(a) { return a; }',
        'makeId;',
      ].join('\n'),
    );
  });

  it('leaves other calls, and a call with another arity, as they are', () => {
    const code = 'name(f, "f"); __name(f); obj.__name(f, "f");';
    expect(unwrap(code)).toBe(code);
  });

  it('leaves no call of the helper in a Radix package, and what is left still parses', () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@radix-ui/react-tabs').replace(/index\.js$/, 'index.mjs');
    const code = readFileSync(file, 'utf8');
    expect(code).toContain('__name(');
    const out = unwrap(code);
    expect(out).not.toContain('__name(');
    expect(() => parseAst(out)).not.toThrow();
    expect(out).toContain('function TabsTrigger2(props, forwardedRef)');
  });
});

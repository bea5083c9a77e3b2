import { siteCodes, siteConfigs } from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { vars } from './contract.css.ts';
import { cssValuesFromTokens } from './cssValuesFromTokens.ts';
import { SiteThemeProvider } from './SiteThemeProvider.tsx';

/** Dotted paths of every leaf, to compare shapes. */
function leafPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? leafPaths(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function Swatch() {
  return (
    <div
      data-testid="swatch"
      style={{
        backgroundColor: vars.colors.brand,
        borderRadius: vars.radii.medium,
        minHeight: vars.controlHeight,
      }}
    />
  );
}

const computed = (element: Element) => getComputedStyle(element);

describe('the theme contract', () => {
  test('has exactly one variable per site-config theme token', () => {
    for (const code of siteCodes) {
      expect(leafPaths(vars).sort()).toEqual(leafPaths(siteConfigs[code].theme).sort());
    }
  });

  test('turns image tokens into CSS urls and quoted strings, numbers into px', () => {
    const values = cssValuesFromTokens(siteConfigs.hgty.theme);
    expect(values.logo.src).toBe(`url(${JSON.stringify(siteConfigs.hgty.theme.logo.src)})`);
    expect(values.logo.alt).toBe(JSON.stringify(siteConfigs.hgty.theme.logo.alt));
    expect(values.logo.width).toBe(`${siteConfigs.hgty.theme.logo.width}px`);
  });
});

describe('given each site theme', () => {
  test('components read that site’s tokens, and the five sites differ', async () => {
    const brands = new Set<string>();
    for (const code of siteCodes) {
      const screen = await render(
        <SiteThemeProvider site={code} tokens={siteConfigs[code].theme}>
          <Swatch />
        </SiteThemeProvider>,
      );
      const swatch = screen.getByTestId('swatch').element();
      const expected = document.createElement('div');
      expected.style.backgroundColor = siteConfigs[code].theme.colors.brand;
      document.body.append(expected);
      expect(computed(swatch).backgroundColor).toBe(computed(expected).backgroundColor);
      expect(computed(swatch).borderRadius).toBe(siteConfigs[code].theme.radii.medium);
      expect(computed(swatch).minHeight).toBe(siteConfigs[code].theme.controlHeight);
      expect(computed(swatch.closest(`[data-site="${code}"]`) ?? swatch).colorScheme).toBe(
        siteConfigs[code].theme.colorScheme,
      );
      brands.add(computed(swatch).backgroundColor);
      expected.remove();
      await screen.unmount();
    }
    expect(brands.size).toBe(siteCodes.length);
  });

  test('previewTokens applies unsaved tokens at run time over the compiled class', async () => {
    const unsaved = {
      ...siteConfigs.hgty.theme,
      colors: { ...siteConfigs.hgty.theme.colors, brand: 'rgb(1, 2, 3)' },
      radii: { ...siteConfigs.hgty.theme.radii, medium: '13px' },
    };
    const screen = await render(
      <SiteThemeProvider site="hgty" tokens={unsaved} previewTokens>
        <Swatch />
      </SiteThemeProvider>,
    );
    const swatch = screen.getByTestId('swatch').element();
    expect(computed(swatch).backgroundColor).toBe('rgb(1, 2, 3)');
    expect(computed(swatch).borderRadius).toBe('13px');
  });

  test('switches animations off when asked (tests, screenshots)', async () => {
    const screen = await render(
      <SiteThemeProvider site="hgty" tokens={siteConfigs.hgty.theme} disableAnimations>
        <div data-testid="moving" style={{ transition: 'opacity 1s' }} />
      </SiteThemeProvider>,
    );
    expect(computed(screen.getByTestId('moving').element()).transitionDuration).toBe('0s');
  });
});

import { Type } from 'typebox';
import { AssetUrl, CssColor, CssLength, NonEmptyText, PixelLength } from './tokenPatterns.ts';

const closed = { additionalProperties: false } as const;

/** The theme tokens of a site. The UI's theme contract mirrors these keys one-to-one (decisions.md). */
export const ThemeTokensSchema = Type.Object(
  {
    colorScheme: Type.Union([Type.Literal('light'), Type.Literal('dark')], {
      description: 'Whether the palette is light or dark (sets CSS color-scheme)',
    }),
    colors: Type.Object(
      {
        brand: CssColor('Primary brand colour: headers, primary buttons'),
        onBrand: CssColor('Text and icons on brand (contrast >= 4.5:1)'),
        accent: CssColor('Secondary emphasis: highlights, badges'),
        onAccent: CssColor('Text and icons on accent (contrast >= 4.5:1)'),
        background: CssColor('Page background'),
        surface: CssColor('Cards and sheets'),
        surfaceMuted: CssColor('Inset areas, disabled fields'),
        text: CssColor('Body text (contrast >= 4.5:1 on background and surface)'),
        textMuted: CssColor('Secondary text (contrast >= 4.5:1 on background and surface)'),
        border: CssColor('Dividers and field borders'),
        positive: CssColor('Success, money in'),
        negative: CssColor('Errors, money out'),
        warning: CssColor('Warnings, maintenance'),
        info: CssColor('Informational notices'),
        overlay: CssColor('Scrim behind dialogs (usually translucent)'),
        link: CssColor('Links (contrast >= 4.5:1 on surface)'),
      },
      closed,
    ),
    radii: Type.Object(
      {
        small: CssLength('Chips, inputs'),
        medium: CssLength('Cards, buttons'),
        large: CssLength('Sheets, dialogs'),
        pill: CssLength('Fully rounded pills'),
      },
      closed,
    ),
    typography: Type.Object(
      {
        fontFamily: NonEmptyText('CSS font-family list'),
        fontSizeSmall: CssLength('Captions, hints'),
        fontSizeBody: CssLength('Body text'),
        fontSizeTitle: CssLength('Page and card titles'),
        fontSizeDisplay: CssLength('Balances and hero numbers'),
        lineHeight: Type.String({
          pattern: '^[0-9]+(\\.[0-9]+)?$',
          description: 'Unitless line height, e.g. "1.5"',
          'x-expected': 'a unitless number such as "1.5"',
        }),
        weightRegular: Type.String({
          pattern: '^[1-9]00$',
          description: 'Regular font weight',
          'x-expected': 'a font weight from "100" to "900"',
        }),
        weightBold: Type.String({
          pattern: '^[1-9]00$',
          description: 'Bold font weight',
          'x-expected': 'a font weight from "100" to "900"',
        }),
      },
      closed,
    ),
    spacing: Type.Object(
      {
        xxsmall: PixelLength('Hairline gaps'),
        xsmall: PixelLength('Icon to label'),
        small: PixelLength('Inside controls'),
        medium: PixelLength('Between related items'),
        large: PixelLength('Page gutters'),
        xlarge: PixelLength('Between sections'),
      },
      closed,
    ),
    controlHeight: PixelLength(
      'Height of buttons and fields; at least 44px so every control is a usable touch target',
    ),
    shadows: Type.Object(
      {
        card: NonEmptyText('CSS box-shadow of cards'),
        raised: NonEmptyText('CSS box-shadow of floating elements'),
      },
      closed,
    ),
    logo: Type.Object(
      {
        src: AssetUrl('Logo image'),
        alt: NonEmptyText('Accessible name of the logo'),
        width: Type.Integer({ minimum: 1, description: 'Rendered width in CSS px' }),
        height: Type.Integer({ minimum: 1, description: 'Rendered height in CSS px' }),
      },
      closed,
    ),
  },
  closed,
);

export type ThemeTokens = Type.Static<typeof ThemeTokensSchema>;

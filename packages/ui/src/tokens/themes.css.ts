import { createTheme } from '@vanilla-extract/css';
import { colorVars } from './contract.css';
import { palette as p } from './scales';

export const lightTheme = createTheme(colorVars, {
  surface: {
    canvas: p.gray[50],
    raised: p.white,
    sunken: p.gray[100],
    overlay: p.white,
    hover: p.gray[100],
    selected: p.blue[50],
    inverse: p.gray[900],
  },
  text: {
    default: p.gray[900],
    muted: p.gray[600],
    subtle: p.gray[500],
    inverse: p.white,
    link: p.blue[700],
  },
  border: { default: p.gray[200], strong: p.gray[300], focus: p.blue[500] },
  accent: {
    solid: p.blue[600],
    solidHover: p.blue[700],
    solidPressed: p.blue[900],
    solidText: p.white,
    subtle: p.blue[50],
    text: p.blue[700],
  },
  tone: {
    neutral: {
      solid: p.gray[600],
      solidText: p.white,
      subtle: p.gray[100],
      text: p.gray[700],
      border: p.gray[300],
    },
    info: { solid: p.sky[700], solidText: p.white, subtle: p.sky[50], text: p.sky[700], border: p.sky[300] },
    positive: {
      solid: p.green[700],
      solidText: p.white,
      subtle: p.green[50],
      text: p.green[700],
      border: p.green[300],
    },
    caution: {
      solid: p.amber[400],
      solidText: p.gray[950],
      subtle: p.amber[50],
      text: p.amber[700],
      border: p.amber[300],
    },
    critical: {
      solid: p.red[600],
      solidText: p.white,
      subtle: p.red[50],
      text: p.red[700],
      border: p.red[300],
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(20, 24, 33, 0.06)',
    md: '0 4px 12px rgba(20, 24, 33, 0.08), 0 1px 3px rgba(20, 24, 33, 0.06)',
    lg: '0 16px 40px rgba(20, 24, 33, 0.16), 0 2px 6px rgba(20, 24, 33, 0.08)',
  },
  backdrop: 'rgba(12, 15, 21, 0.45)',
});

export const darkTheme = createTheme(colorVars, {
  surface: {
    canvas: p.gray[950],
    raised: p.gray[900],
    sunken: p.gray[850],
    overlay: p.gray[850],
    hover: p.gray[800],
    selected: p.blue[950],
    inverse: p.gray[50],
  },
  text: {
    default: p.gray[50],
    muted: p.gray[400],
    subtle: p.gray[400],
    inverse: p.gray[950],
    link: p.blue[300],
  },
  border: { default: p.gray[800], strong: p.gray[700], focus: p.blue[400] },
  accent: {
    solid: p.blue[600],
    solidHover: p.blue[700],
    solidPressed: p.blue[900],
    solidText: p.white,
    subtle: p.blue[950],
    text: p.blue[300],
  },
  tone: {
    neutral: {
      solid: p.gray[400],
      solidText: p.gray[950],
      subtle: p.gray[800],
      text: p.gray[200],
      border: p.gray[700],
    },
    info: {
      solid: p.sky[400],
      solidText: p.gray[950],
      subtle: p.sky[950],
      text: p.sky[300],
      border: p.sky[900],
    },
    positive: {
      solid: p.green[400],
      solidText: p.gray[950],
      subtle: p.green[950],
      text: p.green[300],
      border: p.green[900],
    },
    caution: {
      solid: p.amber[400],
      solidText: p.gray[950],
      subtle: p.amber[950],
      text: p.amber[300],
      border: p.amber[900],
    },
    critical: {
      solid: p.red[400],
      solidText: p.gray[950],
      subtle: p.red[950],
      text: p.red[300],
      border: p.red[900],
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
  backdrop: 'rgba(0, 0, 0, 0.6)',
});

export const themeClass = { light: lightTheme, dark: darkTheme } as const;

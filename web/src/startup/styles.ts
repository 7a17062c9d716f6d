// A step of the app's start (main.tsx): styled-components and the theme, before the components styled with them.
export { ThemeProvider } from 'styled-components';
export { darkTheme, theme } from '../theme/theme';

import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // styled-components types its theme through this empty interface; extending it is the documented way to type it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

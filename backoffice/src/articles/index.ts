import ArticleIcon from '@mui/icons-material/Article';
import { createElement } from 'react';
import { PartTwoPlaceholder } from '../layout/PartTwoPlaceholder';

// A placeholder until part 2 of the back office.
const list = () => createElement(PartTwoPlaceholder, { resource: 'articles' });

export default { list, icon: ArticleIcon };

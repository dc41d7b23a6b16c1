import ArticleIcon from '@mui/icons-material/Article';
import { ArticleCreate, ArticleEdit } from './ArticleEditors';
import { ArticleList } from './ArticleList';

export default { list: ArticleList, edit: ArticleEdit, create: ArticleCreate, icon: ArticleIcon };

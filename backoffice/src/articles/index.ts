import ArticleIcon from '@mui/icons-material/Article';
import { editorsOf } from '../shared/ResourceEditors';
import { ArticleForm } from './ArticleForm';
import { ArticleList } from './ArticleList';
import { articlePayload } from './articlePayload';

// A refused save (a slug already taken) keeps the form open with the reason beside the field.
export default { list: ArticleList, ...editorsOf(articlePayload, ArticleForm), icon: ArticleIcon };

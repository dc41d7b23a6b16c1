import { Box } from '@mui/material';
import { TextInput, useResourceContext, useTranslate } from 'react-admin';
import { TRANSLATION_LANGUAGES } from './translations';

/**
 * A name and a description for each translation language (`translations.<language>.name|description`),
 * labelled by `resources.<name>.fields.translation_name|translation_description`. Each pair runs in its
 * own language's direction; the layout stays the interface's.
 */
export function TranslationInputs({ descriptionRows }: { descriptionRows?: number }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <>
      {TRANSLATION_LANGUAGES.map((language) => {
        const languageName = translate(`app.translation_languages.${language}`);
        return (
          <Box key={language} lang={language} dir={language === 'he' ? 'rtl' : 'ltr'} sx={{ width: '100%' }}>
            <TextInput
              source={`translations.${language}.name`}
              label={translate(`resources.${resource}.fields.translation_name`, { language: languageName })}
              fullWidth
            />
            <TextInput
              source={`translations.${language}.description`}
              label={translate(`resources.${resource}.fields.translation_description`, { language: languageName })}
              multiline={descriptionRows !== undefined}
              minRows={descriptionRows}
              fullWidth
            />
          </Box>
        );
      })}
    </>
  );
}

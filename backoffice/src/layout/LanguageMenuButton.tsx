import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useLocaleState, useLocales } from 'react-admin';

/**
 * The app bar's language menu. On a phone it shows only its icon (the language's name stays its
 * accessible name): the full name took a third of a 375 px bar and pushed the page title under it.
 */
export function LanguageMenuButton() {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;

  return (
    <>
      <Button
        color="inherit"
        aria-label={current}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={(theme) => ({ flexShrink: 0, minWidth: 0, [theme.breakpoints.down('sm')]: { '& .MuiButton-startIcon': { mx: 0 } } })}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} keepMounted open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

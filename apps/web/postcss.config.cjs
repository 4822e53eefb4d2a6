module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        // Authentication screens (login, reset, recovery) switch to the mobile layout at 680 px (spec 000 §2).
        'mosaico-breakpoint-auth': '42.5em',
      },
    },
  },
};

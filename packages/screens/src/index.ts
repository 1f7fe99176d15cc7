// Presentational pages: props in, on* callbacks out.

"""Route handlers, one module per API tag. Handlers stay thin: parse, call a service, encode."""

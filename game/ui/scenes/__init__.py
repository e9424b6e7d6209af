"""The screens of the app, each a scene on the stack."""

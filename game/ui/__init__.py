"""The pygame-ce front end: app loop, scenes, card art, sprites, input."""

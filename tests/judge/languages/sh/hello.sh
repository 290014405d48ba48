echo "Hello, World!"

BEGIN { print ( }

class P { static void Main() { System.Console.WriteLine("Hello, World!"); } }

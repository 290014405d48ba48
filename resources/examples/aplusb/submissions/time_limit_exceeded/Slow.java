import java.util.Scanner;

public class Slow {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        long busy = 0;
        for (long i = 0; i < 50_000_000_000L; ++i) busy += i ^ busy;
        System.out.println(a + b + (busy == 42 ? 1 : 0));
    }
}
